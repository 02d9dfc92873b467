import { yearsFrom } from "#modules/agents/agents.rules.js";

/** The agent application's fields as text, and the empty form it starts from and resets to. */
export interface ApplicationValues {
  name: string;
  email: string;
  phone: string;
  company: string;
  licenseNumber: string;
  yearsExperience: string;
  specialization: string;
  location: string;
  bio: string;
  website: string;
  certifications: string;
  languages: string;
}

export const EMPTY: ApplicationValues = {
  name: "",
  email: "",
  phone: "",
  company: "",
  licenseNumber: "",
  yearsExperience: "",
  specialization: "",
  location: "",
  bio: "",
  website: "",
  certifications: "",
  languages: "",
};

/** The multipart body of POST /api/agent-registration: fields as text, the first photo only. */
export function applicationFormData(values: ApplicationValues, photo: File | undefined): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) {
    const text = key === "yearsExperience" ? String(yearsFrom(value)) : value.trim();
    if (text) body.append(key, text);
  }
  if (photo) body.append("profileImage", photo);
  return body;
}
