// Planning (issue 26): the distribute group and the family sub-menus, shared by the forecast, PSI,
// SA/CF-part and swap screens (and the analysis records under /analysis/{NonCF,CF}/...).
// Menu places of this area (src/schema/menuPlaces.ts): each declared here only, found by folder.
// The group keeps the product's word ("Backlogs") and place (after material query); the sub-menus sit
// after the message centre, CF first, as the product's menu had them.
import { defineAreaMenu } from '../../schema/menuPlaces';
import { label } from '../../schema/fields';

export default defineAreaMenu({
  groups: {
    distribute: { order: 90, label: label('Backlogs', '未交订单') },
  },
  sections: {
    CF: { order: 200, label: label('CF planning', 'CF 计划') },
    NonCF: { order: 205, label: label('Non-CF planning', '非 CF 计划') },
    NonTI: { order: 210, label: label('Non-TI (GB) planning', '非 TI（GB）计划') },
  },
});
