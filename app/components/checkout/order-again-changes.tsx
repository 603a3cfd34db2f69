// What changed since the order "Order again" put in the cart (decision 117), said once on the
// checkout: lines no longer available, by name, and prices then → now. Worded by the server.
export function OrderAgainChanges({ changes }: { changes: string[] }) {
  if (changes.length === 0) return null;
  return (
    <ul
      className="mt-4 rounded-md border border-warning-500 bg-warning-50 p-3 text-warning-800"
      role="status"
      data-testid="again-changes"
    >
      {changes.map((change) => (
        <li key={change}>{change}</li>
      ))}
    </ul>
  );
}
