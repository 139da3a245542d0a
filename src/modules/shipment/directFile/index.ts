import { defineModule } from '../../types';
import { directFileMessages } from './messages';

/** Direct (drop) shipments: the declared list, create and edit screens plus sync and the delivery note. */
export default defineModule({ name: 'shipment/directFile', messages: [directFileMessages] });
