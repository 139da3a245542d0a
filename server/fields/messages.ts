// The words of field rights, in both languages.
import { defineWords } from '../http/words';

const en = {
  hidden: (a: { fields: string }) => `You may not see or change ${a.fields}: ask an administrator for the field right`,
  createNeeds: (a: { what: string; fields: string }) => `You may not create a ${a.what}: it needs ${a.fields}, which you may not set`,
  notFilterable: (a: { param: string; field: string }) => `Query parameter "${a.param}": you may not see ${a.field}, so you cannot filter or sort by it`,
  importColumn: (a: { fields: string }) => `The file has columns you may not write: ${a.fields}; remove them and import again`,
  unknownRights: (a: { names: string }) => `Unknown field rights: ${a.names}`,
  rightNotFound: (a: { id: string }) => `Field right #${a.id} does not exist (it may have been deleted)`,
  rightDeclared: (a: { name: string; fields: string }) => `The field right ${a.name} guards ${a.fields}; remove "guarded" from the declaration first`,
  unknownResource: (a: { resource: string }) => `There is no resource "${a.resource}"`,
  unknownField: (a: { resource: string; field: string }) => `${a.resource} has no field "${a.field}"`,
  systemField: (a: { field: string }) => `"${a.field}" is a system field the server manages; it cannot be guarded`,
  everyoneField: (a: { field: string }) => `"${a.field}" is a key, the title, a search field, the default sort or the data scope of its resource, which every user needs; it cannot be guarded`,
  alreadyGuarded: (a: { field: string; name: string }) => `${a.field} is already guarded by the field right ${a.name}`,
  badRightName: () => `A field right's name is dotted snake_case, e.g. material.cost`,
  rightTaken: (a: { name: string }) => `The field right ${a.name} already exists`,
};

export const fieldText = defineWords({ 'en-US': en, 'zh-CN': {
  hidden: (a) => `您无权查看或修改${a.fields}，请向管理员申请字段权限`,
  createNeeds: (a) => `您不能新建${a.what}：必须填写${a.fields}，而您无权设置`,
  notFilterable: (a) => `查询参数“${a.param}”：您无权查看${a.field}，不能按其筛选或排序`,
  importColumn: (a) => `文件中有您无权写入的列：${a.fields}；请删除这些列后重新导入`,
  unknownRights: (a) => `未知字段权限：${a.names}`,
  rightNotFound: (a) => `字段权限 #${a.id} 不存在（可能已被删除）`,
  rightDeclared: (a) => `字段权限 ${a.name} 保护着 ${a.fields}，请先在声明中去掉 guarded`,
  unknownResource: (a) => `不存在资源“${a.resource}”`,
  unknownField: (a) => `${a.resource} 没有字段“${a.field}”`,
  systemField: (a) => `“${a.field}”是由服务器维护的系统字段，不能设置字段权限`,
  everyoneField: (a) => `“${a.field}”是该资源的键、标题、搜索字段、默认排序或数据范围，所有用户都需要，不能设置字段权限`,
  alreadyGuarded: (a) => `${a.field} 已受字段权限 ${a.name} 保护`,
  badRightName: () => `字段权限名称须为以点分隔的小写下划线格式，例如 material.cost`,
  rightTaken: (a) => `字段权限 ${a.name} 已存在`,
} });
