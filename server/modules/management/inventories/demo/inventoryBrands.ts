// Demo data: inventory brands, the brand stock is booked under in the warehouses.
import { row, type SeedRow } from '../../../../seed/demoRow';

type BrandTuple = [code: string, name: string, mfr: string | undefined, status?: string, remark?: string];

const BRANDS: BrandTuple[] = [
  ['TI', 'Texas Instruments', 'TI'],
  ['ADI', 'Analog Devices', 'ADI'],
  ['ST', 'STMicroelectronics', 'ST'],
  ['NXP', 'NXP', 'NXP'],
  ['MICROCHIP', 'Microchip', 'MCHP'],
  ['INFINEON', 'Infineon', 'IFX'],
  ['ONSEMI', 'onsemi', 'ONSEMI'],
  ['NEXPERIA', 'Nexperia', 'NEXPERIA'],
  ['MURATA', 'Murata', 'MURATA'],
  ['SAMSUNG', 'Samsung Electro-Mechanics', 'SEMCO'],
  ['YAGEO', 'YAGEO', 'YAGEO'],
  ['WINBOND', 'Winbond', 'WINBOND'],
  ['GIGADEVICE', 'GigaDevice', 'GIGADEVICE'],
  ['ESPRESSIF', 'Espressif', 'ESPRESSIF'],
  ['MEDIATEK', 'MediaTek', 'MEDIATEK'],
  ['OTHERS', 'Other brands (open market)', undefined, 'active', 'Broker and EMS-excess lots whose brand is not on the list.'],
  ['MAXIM', 'Maxim Integrated', 'MAXIM', 'inactive', 'Stock re-booked under ADI in 2022.'],
  ['FAIRCHILD', 'Fairchild Semiconductor', undefined, 'inactive', '2016 年被 onsemi 收购，库存已转 ONSEMI 品牌。'],
];

export const inventoryBrandRows: SeedRow[] = BRANDS.map(([code, name, mfr, status = 'active', remark]) => row({ code, name, manufacturer_id: mfr, status, remark }));
