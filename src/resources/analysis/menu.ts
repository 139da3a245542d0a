// Analysis: the EDI records history.
// Menu places of this area (src/schema/menuPlaces.ts): each declared here only, found by folder.
import { defineAreaMenu } from '../../schema/menuPlaces';
import { label } from '../../schema/fields';

export default defineAreaMenu({
  groups: {
    analysis: { order: 40, label: label('Analysis', '分析') },
  },
  sections: {
    history: { order: 230, label: label('History', '历史') },
  },
});
