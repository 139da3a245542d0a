// My: the signed-in user's own screens, whatever area they come from.
// Menu places of this area (src/schema/menuPlaces.ts): each declared here only, found by folder.
import { defineAreaMenu } from '../../schema/menuPlaces';
import { label } from '../../schema/fields';

export default defineAreaMenu({
  groups: {
    my: { order: 50, label: label('My', '我的') },
  },
});
