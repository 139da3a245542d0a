/** The vendor-ratio grid (a custom screen, src/custom/basic/ratioGrid), linked from the ratio list's toolbar. */
export const RATIO_GRID_PATH = '/basic/hr/setupRatio/ratio/grid';
