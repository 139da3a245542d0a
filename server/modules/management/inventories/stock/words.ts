// The stock's refusals in both languages: thrown with both, answered in the caller's (the routes
// wrap their handlers with `inCallersLanguage`). Each names the bag, or the material and SLOC.
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../../../http/errors';

export interface Words {
  en: string;
  zh: string;
}

export class StockError extends ApiError {
  constructor(status: number, readonly words: Words, field?: string) {
    super(status, words.en, field ? [{ field, message: words.en }] : undefined);
  }
}

export const conflict = (w: Words) => new StockError(409, w);
export const bad = (field: string, w: Words) => new StockError(400, w, field);

/** A handler whose stock refusals are answered in the caller's language. */
export const inCallersLanguage = <T>(handler: (req: FastifyRequest) => Promise<T>) => async (req: FastifyRequest): Promise<T> => {
  try {
    return await handler(req);
  } catch (err) {
    if (err instanceof StockError && req.locale === 'zh-CN') throw new ApiError(err.status, err.words.zh, err.errors?.map((e) => ({ ...e, message: err.words.zh })));
    throw err;
  }
};

const where = (onWay: boolean) => ({ en: onWay ? 'on the way' : 'on hand', zh: onWay ? '在途' : '在库' });

export const W = {
  bagGone: (bag: string) => ({ en: `Bag ${bag} is no longer in stock`, zh: `包 ${bag} 已不在库存中` }),
  bagElsewhere: (bag: string, group: string) => ({ en: `Bag ${bag} is not in the stock of ${group}`, zh: `包 ${bag} 不属于 ${group} 的库存` }),
  bagHolds: (bag: string, holds: string, asked: string) => ({ en: `Bag ${bag} holds ${holds}; ${asked} cannot be taken from it`, zh: `包 ${bag} 只有 ${holds}，不能取出 ${asked}` }),
  overPackage: (bag: string, would: string, mpq: string) => ({ en: `Bag ${bag} would hold ${would}, more than its package of ${mpq}`, zh: `包 ${bag} 将装 ${would}，超过其包装数量 ${mpq}` }),
  copiesTopUp: (bag: string, copies: string) => ({ en: `Bag ${bag} is ${copies} identical bags; split it before topping one up`, zh: `包 ${bag} 为 ${copies} 个相同的包，请先拆分再补充` }),
  notEnough: (group: string, have: string, onWay: boolean, asked: string) => ({
    en: `Not enough stock of ${group}: ${have} ${where(onWay).en}, ${asked} asked`,
    zh: `${group} 库存不足：${where(onWay).zh} ${have}，需要 ${asked}`,
  }),
  notEnoughInBags: (group: string, have: string, asked: string) => ({ en: `Not enough stock of ${group}: ${have} in bags, ${asked} asked`, zh: `${group} 库存不足：包内共 ${have}，需要 ${asked}` }),
  stillOnWay: (bag: string) => ({ en: `Bag ${bag} is still on the way; it can be repacked once it has arrived`, zh: `包 ${bag} 仍在途，到货后才能重新包装` }),
  tooManyCopies: (bag: string, copies: string, asked: string) => ({ en: `Bag ${bag} is ${copies} bags; ${asked} cannot be taken`, zh: `包 ${bag} 共 ${copies} 件，不能取 ${asked} 件` }),
  arrived: (bag: string) => ({ en: `Bag ${bag} has already arrived`, zh: `包 ${bag} 已到货` }),
  assigned: (bag: string, order: string) => ({ en: `Bag ${bag} is already assigned to ${order}`, zh: `包 ${bag} 已分配给 ${order}` }),
  notAssigned: (bag: string) => ({ en: `Bag ${bag} is not assigned`, zh: `包 ${bag} 未分配` }),
  keepQuantity: (taken: string, packed: string) => ({ en: `Repacking must keep the quantity: ${taken} taken, ${packed} packed`, zh: `重新包装必须保持数量不变：取出 ${taken}，装入 ${packed}` }),
  packTooSmall: (n: number, qty: string, mpq: string) => ({ en: `Package ${n}: ${qty} does not fit a package of ${mpq}`, zh: `第 ${n} 个包装：${qty} 超过包装数量 ${mpq}` }),
  notPositive: (what: string, value: string) => ({ en: `${what}: "${value}" is not a positive number with at most 3 decimals`, zh: `${what}：“${value}”不是最多 3 位小数的正数` }),
  notQuantity: (what: string, value: string) => ({ en: `${what}: "${value}" is not a non-zero number with at most 3 decimals`, zh: `${what}：“${value}”不是最多 3 位小数的非零数` }),
  chooseBags: () => ({ en: 'Choose at least one bag', zh: '请至少选择一个包' }),
  listedTwice: () => ({ en: 'A bag is listed twice', zh: '同一个包被列出两次' }),
  notId: (field: string) => ({ en: `${field} must be an id`, zh: `${field} 必须是 ID` }),
  wholeNumber: (field: string) => ({ en: `${field} must be a whole number of at least 1`, zh: `${field} 必须是不小于 1 的整数` }),
  noPacks: () => ({ en: 'Give the packages to pack into', zh: '请填写新的包装' }),
  tooManyBags: (max: number) => ({ en: `At most ${max} bags can be repacked at once`, zh: `一次最多重新包装 ${max} 个包` }),
  sameGroup: () => ({ en: 'The bags are already there: change the SLOC, supplier, brand or cargo status', zh: '这些包已在目标位置：请更改库位、供应商、品牌或货物状态' }),
  orderNo: () => ({ en: 'Give the order number (at most 60 characters)', zh: '请填写订单号（最多 60 个字符）' }),
  noMaterial: (id: number) => ({ en: `Material ${id} does not exist`, zh: `物料 ${id} 不存在` }),
  noSloc: (id: number) => ({ en: `SLOC ${id} does not exist`, zh: `库位 ${id} 不存在` }),
  noGroup: (id: number) => ({ en: `Inventory group ${id} does not exist`, zh: `库存组 ${id} 不存在` }),
  noMoves: () => ({ en: 'No stock moves were given', zh: '没有库存变动' }),
  badMove: (n: number, why: Words) => ({ en: `Move ${n}: ${why.en}`, zh: `第 ${n} 条变动：${why.zh}` }),
};
