/** Spec §2: what an applicant can expect after pressing submit. */
export function WhatHappensNext() {
  return (
    <section
      aria-labelledby="what-happens-next"
      className="rounded-xl border border-brand-100 bg-brand-50 p-5"
    >
      <h2 id="what-happens-next" className="text-lg font-semibold text-ink">
        What happens next?
      </h2>
      <ul className="mt-3 flex list-disc flex-col gap-2 pl-5 text-sm text-ink">
        <li>Our team reviews your application within 48 hours.</li>
        <li>You'll receive an email once your application is approved.</li>
        <li>Approved agents get a 'Verified' badge on their profile.</li>
        <li>You'll receive inquiry management and lead tools to work with buyers and renters.</li>
      </ul>
    </section>
  );
}
