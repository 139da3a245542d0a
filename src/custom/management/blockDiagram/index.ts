import { defineModule } from '../../../registry/types';
import { blockDiagramScreen } from './screens';

/** The function blocks' block diagram. */
export default defineModule({ name: 'management/blockDiagram', screens: [blockDiagramScreen], loadMessages: () => import('./messages').then((m) => [m.blockDiagramMessages]) });
