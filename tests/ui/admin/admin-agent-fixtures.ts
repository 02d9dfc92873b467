/** The admin's agent answers (applications, unclaimed agents, licences) as the server sends them. */

export function application(id: number, status: string, name: string) {
  return {
    id,
    name,
    email: `${name.split(" ")[0]?.toLowerCase()}@agency.example`,
    phone: "0241234567",
    company: `${name} Realty`,
    licenseNumber: id === 1 ? "GREA-1001" : null,
    yearsExperience: 7,
    specialization: "Residential Properties",
    location: "Greater Accra",
    bio: `${name} has sold homes across Accra for seven years and knows every street of Osu and Labone.`,
    website: id === 1 ? "https://agency.example" : null,
    profileImage: id === 1 ? "/uploads/agents/photo-1.jpg" : null,
    certifications: id === 1 ? "Certified Property Manager" : null,
    languages: "English, Twi",
    status,
    agentId: status === "approved" ? 40 + id : null,
    decidedAt: status === "pending" ? null : "2026-11-21T09:00:00.000Z",
    createdAt: "2026-11-19T09:00:00.000Z",
    userId: 10 + id,
    confirmedAt: "2026-11-19T09:00:00.000Z",
    // Decision 43: the pending one has an existing agent's phone.
    matches:
      status === "pending"
        ? [{ agentId: 5, applicationId: null, name: "Kofi Annan", on: ["phone"] }]
        : [],
  };
}

export const APPLICATIONS = [
  application(1, "pending", "Kwame Boateng"),
  application(2, "approved", "Akosua Darko"),
  application(3, "rejected", "Yaw Owusu"),
];

/** An agent approved before agents had accounts, mailed a claim link it has not used (decision 73). */
export const UNCLAIMED = [
  {
    agentId: 7,
    applicationId: 3,
    name: "Kojo Asante",
    email: "kojo@asantehomes.example",
    linkSentAt: "2026-11-20T10:00:00.000Z",
  },
];

/** Agents' licences (decision 100): one to check, one checked, one without a number. */
export const LICENCES = [
  {
    agentId: 3,
    name: "Kwame Asante",
    company: "Legon Heights Realty",
    email: "kwame.asante@agents.ofie.com.gh",
    licenseNumber: "REAC-AG-2021-0096",
    checkedAt: null,
    checkedBy: null,
  },
  {
    agentId: 4,
    name: "Akosua Mensah",
    company: "Cantonments Prime Homes",
    email: "akosua.mensah@agents.ofie.com.gh",
    licenseNumber: "REAC-AG-2021-0417",
    checkedAt: "2026-11-05T10:00:00.000Z",
    checkedBy: "admin#a1b2",
  },
  {
    agentId: 5,
    name: "Ekow Arthur",
    company: null,
    email: "ekow.arthur@agents.ofie.com.gh",
    licenseNumber: null,
    checkedAt: null,
    checkedBy: null,
  },
];
