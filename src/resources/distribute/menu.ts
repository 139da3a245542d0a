// Planning (issue 26): the distribute group and the family sub-menus, shared by the forecast, PSI,
// SA/CF-part and swap screens (and the analysis records under /analysis/{NonCF,CF}/...).
// Menu places of this area (src/schema/menuPlaces.ts): each declared here only, found by folder.
import { defineAreaMenu } from '../../schema/menuPlaces';
import { label } from '../../schema/fields';

export default defineAreaMenu({
  groups: {
    distribute: { order: 35, label: label('Planning', '计划') },
  },
  sections: {
    NonCF: { order: 10, label: label('Non-CF', '非 CF') },
    CF: { order: 20, label: label('CF', 'CF') },
    NonTI: { order: 30, label: label('Non-TI (GB)', '非 TI（GB）') },
  },
});
