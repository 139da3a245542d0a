// @vitest-environment happy-dom
// The spec's parameterless draft detail path opens the draft's show page (or the list without an id).
import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import DraftDetailRedirect from '../../../../src/custom/management/vmiDraftDetail/DraftDetailRedirect';

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

const at = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/management/vmi/consumption/detail" element={<DraftDetailRedirect />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

describe('draft detail path', () => {
  it('opens the show page of ?id=, else the list', () => {
    at('/management/vmi/consumption/detail?id=12');
    expect(screen.getByText('at /management/vmi/consumption/12/show')).toBeInTheDocument();
  });
  it('falls back to the list', () => {
    at('/management/vmi/consumption/detail?id=x');
    expect(screen.getByText('at /management/vmi/consumption')).toBeInTheDocument();
  });
});
