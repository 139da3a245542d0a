// The peer for bench/bundle/size.ts: a bare react-admin app with one resource, the way react-admin's
// own tutorial starts (simple-rest dataProvider, guessed list and edit views).
import { createRoot } from 'react-dom/client';
import simpleRestProvider from 'ra-data-simple-rest';
import { Admin, EditGuesser, ListGuesser, Resource } from 'react-admin';

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={simpleRestProvider('/api')}>
    <Resource name="posts" list={ListGuesser} edit={EditGuesser} />
  </Admin>,
);
