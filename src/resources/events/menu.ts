// The message centre (under My).
// Menu places of this area (src/schema/menuPlaces.ts): each declared here only, found by folder.
import { defineAreaMenu } from '../../schema/menuPlaces';
import { label } from '../../schema/fields';

export default defineAreaMenu({
  sections: {
    events: { order: 190, label: label('Message centre', '消息中心') },
  },
});
