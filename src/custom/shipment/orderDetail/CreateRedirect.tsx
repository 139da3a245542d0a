// `/my/order/create` and `/addOrder` open the order editor of "my orders" (its create form).
import { Navigate } from 'react-router-dom';
import { myOrder } from '../../../resources/shipment/customerOrder/model/customerOrder';

export default function CreateRedirect() {
  return <Navigate replace to={`${myOrder.route}/create`} />;
}
