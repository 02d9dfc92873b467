import { useId, useState } from "react";
import { formatPrice } from "../../lib/format.js";
import {
  calculateMortgage,
  MORTGAGE_DEFAULTS,
  MORTGAGE_TERMS,
  type MortgageField,
  type MortgageResult,
  mortgageProblem,
  REFERENCE_RATES,
} from "../../lib/mortgage.js";
import { Field, Input, Select } from "../ui/field.js";

type Inputs = { price: string; downPayment: string; rate: string; years: string };

const initialInputs: Inputs = {
  price: String(MORTGAGE_DEFAULTS.price),
  downPayment: String(MORTGAGE_DEFAULTS.downPayment),
  rate: String(MORTGAGE_DEFAULTS.rate),
  years: String(MORTGAGE_DEFAULTS.years),
};

const numbers = (inputs: Inputs) =>
  [
    Number(inputs.price),
    Number(inputs.downPayment),
    // A blank rate is no rate, not 0 %: 0 % is a loan of its own.
    inputs.rate.trim() === "" ? Number.NaN : Number(inputs.rate),
    Number(inputs.years),
  ] as const;

/**
 * Spec §5/§9: recalculates as the visitor types. An input that makes no loan (a down payment
 * above the price, no rate) shows no figures but says what to change, beside the
 * result; the field at fault points at that sentence.
 */
export function MortgageCalculator() {
  const id = useId();
  const [inputs, setInputs] = useState(initialInputs);
  const problem = mortgageProblem(...numbers(inputs));
  const result: MortgageResult | null = problem ? null : calculateMortgage(...numbers(inputs));
  const problemId = `${id}-problem`;
  const a11y = (field: MortgageField) =>
    problem?.field === field
      ? { "aria-invalid": true as const, "aria-describedby": problemId }
      : {};
  const update = (key: keyof Inputs) => (value: string) => setInputs({ ...inputs, [key]: value });

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form className="flex flex-col gap-4" onSubmit={(e) => e.preventDefault()}>
        <Field id={`${id}-price`} label="Property price (GH₵)">
          <Input
            id={`${id}-price`}
            {...a11y("price")}
            type="number"
            inputMode="numeric"
            min={0}
            value={inputs.price}
            onChange={(e) => update("price")(e.target.value)}
          />
        </Field>
        <Field id={`${id}-down`} label="Down payment (GH₵)">
          <Input
            id={`${id}-down`}
            {...a11y("downPayment")}
            type="number"
            inputMode="numeric"
            min={0}
            value={inputs.downPayment}
            onChange={(e) => update("downPayment")(e.target.value)}
          />
        </Field>
        <Field id={`${id}-rate`} label="Interest rate (% per year)">
          <Input
            id={`${id}-rate`}
            {...a11y("rate")}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.1}
            value={inputs.rate}
            onChange={(e) => update("rate")(e.target.value)}
          />
        </Field>
        <Field id={`${id}-years`} label="Loan term">
          <Select
            id={`${id}-years`}
            {...a11y("years")}
            value={inputs.years}
            onChange={(e) => update("years")(e.target.value)}
          >
            {MORTGAGE_TERMS.map((years) => (
              <option key={years} value={years}>
                {years} years
              </option>
            ))}
          </Select>
        </Field>
      </form>
      <div className="flex flex-col gap-4">
        <output
          htmlFor={`${id}-price ${id}-down ${id}-rate ${id}-years`}
          aria-live="polite"
          className="block rounded-xl bg-brand-800 p-6 text-white"
        >
          <span className="block text-sm text-brand-100">Monthly payment</span>
          <span className="block text-3xl font-bold" data-testid="monthly-payment">
            {result ? formatPrice(result.monthlyPayment) : "—"}
          </span>
          {problem ? (
            <span
              id={problemId}
              className="mt-2 block font-semibold text-white"
              data-testid="mortgage-problem"
            >
              {problem.message}
            </span>
          ) : null}
          <span className="mt-4 grid grid-cols-2 gap-4 text-sm">
            <span>
              <span className="block text-brand-100">Total interest</span>
              <span className="block text-lg font-semibold" data-testid="total-interest">
                {result ? formatPrice(result.totalInterest) : "—"}
              </span>
            </span>
            <span>
              <span className="block text-brand-100">Total amount</span>
              <span className="block text-lg font-semibold" data-testid="total-amount">
                {result ? formatPrice(result.totalAmount) : "—"}
              </span>
            </span>
          </span>
        </output>
        <div className="rounded-xl border border-gray-200 bg-white p-4">
          <h3 className="text-sm font-semibold text-ink">Reference bank rates (APR)</h3>
          <ul className="mt-2 grid grid-cols-2 gap-2 text-sm text-muted sm:grid-cols-4">
            {REFERENCE_RATES.map((rate) => (
              <li key={rate.name}>
                {`${rate.name}: `}
                <span className="font-semibold text-ink">{`${rate.apr.toFixed(1)}%`}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
