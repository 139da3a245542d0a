import { defineModule } from '../../../registry/types';

/** Direct (drop) shipments: the declared list, create and edit screens plus sync and the delivery note. */
export default defineModule({ name: 'shipment/directFile', loadMessages: () => import('./messages').then((m) => [m.directFileMessages]) });
