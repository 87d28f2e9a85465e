/**
 * The × that removes one item of a list input (a repeated parameter or a JSON array in the body
 * form). Its accessible name says which list and which item, counted from 1 as a reader counts.
 */
export function RemoveItemButton({ label, index, onRemove }: { label: string; index: number; onRemove: () => void }) {
  return (
    <button type="button" className="pg-icon-button" aria-label={`Remove ${label} item ${index + 1}`} onClick={onRemove}>
      ×
    </button>
  );
}
