import { COMPARE_LIMIT, useCompareIds } from "../../ui/compare/compare-store.js";
import { ComparePicker } from "../../ui/components/compare/compare-picker.js";
import { CompareTable } from "../../ui/components/compare/compare-table.js";
import { LinkButton } from "../../ui/components/ui/button.js";
import { Card, EmptyState } from "../../ui/components/ui/card.js";

export default function Page() {
  const ids = useCompareIds();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold text-ink">Compare Properties</h1>
      <p className="mt-2 mb-6 text-muted">{`Compare up to ${COMPARE_LIMIT} properties side by side.`}</p>
      {ids.length === 0 ? (
        <EmptyState
          title="Nothing to compare yet"
          text="Add properties from their pages or search below."
        >
          <LinkButton href="/properties">Browse properties</LinkButton>
        </EmptyState>
      ) : (
        <CompareTable ids={ids} />
      )}
      <Card className="mt-8 max-w-xl p-4">
        <ComparePicker />
      </Card>
    </div>
  );
}
