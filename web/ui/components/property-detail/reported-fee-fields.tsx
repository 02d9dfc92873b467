import { FEE_KIND_LABELS, FEE_KINDS, type FeeKind } from "#modules/reports/reported-fees.rules.js";
import { Field, Input, Select } from "../ui/field.js";

export interface ReportedFee {
  feeKind: FeeKind | "";
  feeAmount: string;
}

/**
 * "I was asked for a fee not shown here": which fee and how much, both required for that reason
 * (decision 100). The server checks them; its messages show under each field.
 */
export function ReportedFeeFields({
  value,
  onChange,
  errors,
}: {
  value: ReportedFee;
  onChange: (next: ReportedFee) => void;
  errors: Record<string, string[]>;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id="report-fee-kind" label="Kind of fee" error={errors.feeKind?.[0]}>
        <Select
          id="report-fee-kind"
          value={value.feeKind}
          onChange={(e) => onChange({ ...value, feeKind: e.target.value as FeeKind | "" })}
          aria-invalid={errors.feeKind ? true : undefined}
        >
          <option value="">Choose…</option>
          {FEE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {FEE_KIND_LABELS[kind]}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        id="report-fee-amount"
        label="Amount asked (GH₵)"
        hint="Roughly is fine, e.g. 50"
        error={errors.feeAmount?.[0]}
      >
        <Input
          id="report-fee-amount"
          inputMode="decimal"
          value={value.feeAmount}
          onChange={(e) => onChange({ ...value, feeAmount: e.target.value })}
          aria-invalid={errors.feeAmount ? true : undefined}
        />
      </Field>
    </div>
  );
}
