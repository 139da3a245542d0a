// What the sales-order module (../salesOrder) uses of the customer orders': the sales order is the
// target of the orders' shifts, bindings and files, so they share these parts. The sales-order module
// imports this file only; the rest of this folder may change without it.
export { registerFileRoutes, salesOrderFiles } from './files';
export { orderText } from './messages';
export { lockOrders, soDecl, soRule, visibleOrder } from './orderAccess';
export { shiftsOf } from './orderRoutes';
export { itemsOf, touchOrder } from './orderWrite';
export { shiftRows, shiftToSalesOrders } from './shift';
