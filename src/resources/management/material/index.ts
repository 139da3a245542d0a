import { defineModule } from '../../../registry/types';
import { materialMessages } from './messages';

/** Materials and their substitutions: the list's non-linked and qualified-upload actions carry their own words. */
export default defineModule({ name: 'management/material', messages: [materialMessages] });
