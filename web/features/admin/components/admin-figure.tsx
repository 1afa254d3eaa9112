const exactFormat = new Intl.NumberFormat('en-IN');
/** An estimate says no more than it knows: three significant digits. */
const estimateFormat = new Intl.NumberFormat('en-IN', { maximumSignificantDigits: 3 });

/**
 * A count on the admin screens. The server estimates a few figures when their table is too big to count on every
 * request (it lists them in `estimated`); those read "about …", with why on hover.
 */
export function AdminFigure({ value, figure, estimated = [] }: { value: number; figure: string; estimated?: readonly string[] }) {
  if (!estimated.includes(figure)) return <>{exactFormat.format(value)}</>;
  return (
    <span title="Estimated from the database's statistics: counting every row on each visit would be too slow at this size.">
      about {estimateFormat.format(value)}
    </span>
  );
}
