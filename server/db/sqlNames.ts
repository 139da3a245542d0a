// Names from declarations written into DDL: checked, then quoted.
export const ident = (name: string) => {
  if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`unsafe identifier "${name}"`);
  return `"${name}"`;
};
