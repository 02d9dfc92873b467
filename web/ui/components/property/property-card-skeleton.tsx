import { Card, Skeleton } from "../ui/card.js";

export function PropertyCardSkeleton() {
  return (
    <Card className="overflow-hidden" aria-hidden="true">
      <Skeleton className="aspect-[3/2] rounded-none" />
      <div className="flex flex-col gap-2 p-4">
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-4 w-1/3" />
      </div>
    </Card>
  );
}
