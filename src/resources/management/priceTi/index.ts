import { defineModule } from '../../../registry/types';

/** The v2 price table: the SRP and quote screens are declared (model/); the material price view is hand-written. */
export default defineModule({
  name: 'management/priceTi',
  loadMessages: () => Promise.all([import('./actions/actionMessages'), import('./messages')]).then(([m0, m1]) => [m0.priceTiActionMessages, m1.priceTiMessages]),
});
