// The in-transit calls' own words, en-US and zh-CN, `%{name}` filled from vars.
import { defineWords } from '../../../http/words';

const en = {
  notOnWay: 'Shipment %{no} is %{status}: only a shipment on the way can be cancelled',
  notReceivable: 'Shipment %{no} is %{status}: only a shipment on the way or arrived can be received',
  bookedFor: 'Shipment %{no} is booked for ECPO %{ecpos}: remove those on-way links first',
  badSource: 'Source must be TI or FITI',
  wholeQty: 'Quantity must be a whole number of at least 1',
  ecpoClosed: 'ECPO %{no} is closed: its on-way links cannot change',
  pdcNotOnWay: 'PDC shipment %{no} is %{status}: only goods on the way or arrived can be booked',
  otherMaterial: 'PDC shipment %{no} carries %{mpn}, not the ECPO\'s part',
  overBooked: 'PDC shipment %{no} has %{free} left to book; %{qty} asked',
  alreadyLinked: 'PDC shipment %{no} is already linked to this ECPO: change that link\'s quantity',
  linkNotFound: 'On-way link %{id} of ECPO %{ecpo} not found',
  itemsRequired: 'items must be a list of 1 to 500 on-way links',
  row: 'Row %{row}: %{message}',
  staleLink: 'On-way link %{id} was changed by someone else; reload',
  pdcRequired: 'Choose the PDC shipment',
};

export const say = defineWords({
  'en-US': en,
  'zh-CN': {
    notOnWay: '在途货 %{no} 状态为%{status}，只有在途的货可以取消',
    notReceivable: '在途货 %{no} 状态为%{status}，只有在途或已到港的货可以收货',
    bookedFor: '在途货 %{no} 已关联 ECPO %{ecpos}，请先移除这些在途关联',
    badSource: '来源必须为 TI 或 FITI',
    wholeQty: '数量必须是不小于 1 的整数',
    ecpoClosed: 'ECPO %{no} 已结案，在途关联不能修改',
    pdcNotOnWay: 'PDC 在途货 %{no} 状态为%{status}，只能关联在途或已到港的货',
    otherMaterial: 'PDC 在途货 %{no} 的料号是 %{mpn}，与 ECPO 的料号不同',
    overBooked: 'PDC 在途货 %{no} 可关联数量剩余 %{free}，申请 %{qty}',
    alreadyLinked: 'PDC 在途货 %{no} 已关联此 ECPO，请修改该关联的数量',
    linkNotFound: '未找到 ECPO %{ecpo} 的在途关联 %{id}',
    itemsRequired: 'items 必须是 1 到 500 条在途关联',
    row: '第 %{row} 行：%{message}',
    staleLink: '在途关联 %{id} 已被他人修改，请刷新',
    pdcRequired: '请选择 PDC 在途货',
  },
});
