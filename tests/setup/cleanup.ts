// Unmounts what a test rendered, after every test of every app file. testing-library registers this
// itself only when its module is first loaded, which with shared modules (isolate: false) is in one
// file per worker; the other files would keep their screens mounted into the next test.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
