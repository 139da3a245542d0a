// The declarations an app serves, by name: built once by server/app.ts from the list it is given and
// read from the instance (`req.server.declarations`), never from a global list, so test-only
// declarations are looked up like the product's own.
import type { ResourceDeclaration } from '../src/schema';

export type Declarations = ReadonlyMap<string, ResourceDeclaration>;

declare module 'fastify' {
  interface FastifyInstance {
    declarations: Declarations;
  }
}

export const declarationsOf = (resources: ResourceDeclaration[]): Declarations => new Map(resources.map((r) => [r.name, r]));
