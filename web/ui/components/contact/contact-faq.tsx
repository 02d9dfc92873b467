/** Native disclosures: keyboard and screen-reader friendly, and they open without JavaScript. */
const FAQ = [
  {
    question: "How quickly will you answer my message?",
    answer:
      "We answer contact messages within 24 hours. For a question about a particular property, the Send Inquiry form on its page reaches the agent directly.",
  },
  {
    question: "Does it cost anything to list my property?",
    answer:
      "Basic listings are free. Featured or premium listings, which appear first and carry a Featured badge, start from GHS 50. Every listing is reviewed before it goes live.",
  },
  {
    question: "How are agents verified?",
    answer:
      "Agents apply through the agent registration form. Our team reviews each application within 48 hours, and approved agents show a 'Verified' badge on their profile.",
  },
  {
    question: "Is Ofie a real estate agent?",
    answer:
      "No. Ofie is a marketplace that connects you with owners and agents; we are not a licensed broker or agent. Listing details come from those who post them, so always inspect a property and check its title before you pay.",
  },
  {
    question: "Can you help me with a mortgage?",
    answer:
      "Our financing guide compares partner banks and explains the application process, and the mortgage calculator estimates your monthly payment. The bank makes the lending decision.",
  },
  {
    question: "How do I find a student hostel?",
    answer:
      "Use the Student Hostels page to filter hostels by university, location and price per semester, then contact the hostel directly.",
  },
] as const;

export function ContactFaq() {
  return (
    <section aria-labelledby="faq-heading" className="flex flex-col gap-4">
      <h2 id="faq-heading" className="text-2xl font-bold text-ink">
        Frequently Asked Questions
      </h2>
      <div className="flex flex-col gap-3">
        {FAQ.map((item) => (
          <details
            key={item.question}
            className="group rounded-xl border border-gray-200 bg-white shadow-sm open:border-brand-700"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 font-semibold text-ink [&::-webkit-details-marker]:hidden">
              {item.question}
              <span
                aria-hidden="true"
                className="text-xl leading-none text-brand-700 transition-transform group-open:rotate-45"
              >
                +
              </span>
            </summary>
            <p className="px-5 pb-5 leading-relaxed text-muted">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
