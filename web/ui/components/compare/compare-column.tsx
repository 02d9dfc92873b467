import { removeFromCompare } from "../../compare/compare-store.js";
import { formatPriceShort } from "../../lib/format.js";
import { useProperty } from "../../queries/properties.js";
import { Photo } from "../photo/photo.js";
import { coverImage } from "../property/property-image.js";
import { Button } from "../ui/button.js";
import { Card, Skeleton } from "../ui/card.js";

const dash = (value: unknown) =>
  value === null || value === undefined || value === "" ? "—" : String(value);

/** One compared property, its facts in the same order as its neighbours'. */
export function CompareColumn({ id }: { id: number }) {
  const { data: p, isError } = useProperty(id);
  if (isError) {
    return (
      <Card className="flex flex-col items-start gap-3 p-4">
        <p className="text-muted">This property is no longer listed.</p>
        <Button variant="ghost" size="sm" onClick={() => removeFromCompare(id)}>
          Remove
        </Button>
      </Card>
    );
  }
  if (!p) return <Skeleton className="h-96 w-full" />;
  const rows: [string, string][] = [
    ["Price", formatPriceShort(p.price, p.priceCurrency)],
    ["Type", p.propertyType],
    ["Bedrooms", dash(p.bedrooms)],
    ["Bathrooms", dash(p.bathrooms)],
    ["Parking", dash(p.parking)],
    ["Area", p.area ? `${Number(p.area).toLocaleString("en-GH")} m²` : "—"],
    ["City", p.city],
    ["Status", p.status],
    ["Agent", p.agent?.name ?? "—"],
  ];
  return (
    <Card className="flex flex-col overflow-hidden">
      <Photo
        sizes="(min-width: 768px) 33vw, 80vw"
        maxWidth={640}
        src={coverImage(p.images)}
        alt=""
        width={600}
        height={400}
        className="aspect-[3/2] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <a href={`/properties/${p.id}`} className="font-semibold text-ink hover:underline">
          {p.title}
        </a>
        <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted">{label}</dt>
              <dd className="font-medium text-ink">{value}</dd>
            </div>
          ))}
        </dl>
        <Button
          variant="outline"
          size="sm"
          className="mt-auto"
          onClick={() => removeFromCompare(p.id)}
          aria-label={`Remove ${p.title} from compare`}
        >
          Remove
        </Button>
      </div>
    </Card>
  );
}
