// Suggestions for a text input from a common lookup (the field's `suggest` path): a <datalist> the
// browser offers under the input, so a clerk picks a known plant or code but may type another.
import { useQuery } from '@tanstack/react-query';
import { unwrapData } from '../../dataProvider/envelope';
import { requestJson } from '../../dataProvider/http';

/** Lookups answer at most this many; enough for site codes and short code lists. */
const SUGGESTIONS = '500';

export const suggestionListId = (path: string) => `suggest${path.replace(/[^a-z0-9]+/gi, '-')}`;

export function LookupSuggestions({ path }: { path: string }) {
  const { data } = useQuery({
    queryKey: ['lookup-suggestions', path],
    staleTime: 5 * 60 * 1000,
    queryFn: async ({ signal }) => unwrapData(await requestJson(path, { query: { limit: SUGGESTIONS }, signal })) as { value: string | number; label: string }[],
  });
  return (
    <datalist id={suggestionListId(path)}>
      {(data ?? []).map((o) => (
        <option key={String(o.value)} value={String(o.value)} label={o.label} />
      ))}
    </datalist>
  );
}
