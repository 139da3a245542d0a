// System: roles, tools, configuration.
// Menu places of this area (src/schema/menuPlaces.ts): each declared here only, found by folder.
import { defineAreaMenu } from '../../schema/menuPlaces';
import { label } from '../../schema/fields';

export default defineAreaMenu({
  groups: {
    system: { order: 70, label: label('System', '系统') },
  },
  sections: {
    roles: { order: 410, label: label('Roles', '角色') },
    tool: { order: 450, label: label('Tools', '工具') },
  },
});
