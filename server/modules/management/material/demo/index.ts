// Demo rows of the material master (generated deterministically: the same rows on every run).
import type { DemoRows } from '../../../types';
import { chipsetRows, materialSubRows } from './materialLinks';
import { materialRows } from './materials';

export const demoRows: DemoRows = { material: materialRows, material_sub: materialSubRows, chipset: chipsetRows };
