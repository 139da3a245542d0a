/** The per-customer view of one Bangtai list (type: instock, inbound or outbound). */
export const bangtaiJusdaPath = (type: string, customerNo: string) => `/shipment/bangtaiInventory/jusda/${type}/${encodeURIComponent(customerNo)}`;
