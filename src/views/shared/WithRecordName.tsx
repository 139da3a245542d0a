// A translated phrase around a record's name ("Add a unit under %{name}"): the name is the record's
// own words, marked as such (data-record-text), so it is read as data in any language.
/** Put in the phrase's %{name} and split on afterwards. */
export const NAME_MARK = '\u2063';

export function WithRecordName({ text, name }: { text: string; name: string }) {
  const [before, after = ''] = text.split(NAME_MARK);
  return (
    <>
      {before}
      <span data-record-text>{name}</span>
      {after}
    </>
  );
}
