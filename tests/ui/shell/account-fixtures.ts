import { AMA } from "./shell-test-kit.js";

/** One of AMA's inquiries as GET /api/inquiries sends it, about property 20 + id. */
export function anInquiry(id: number, status: string, title: string) {
  return {
    id,
    propertyId: 20 + id,
    agentId: 3,
    status,
    createdAt: `2026-11-1${id}T09:00:00.000Z`,
    name: "Ama Mensah",
    email: AMA.email,
    phone: null,
    message: "Is it still available?",
    property: { id: 20 + id, title },
  };
}

/** GET /api/agents/profile for AMA once an approved application made her an agent. */
export const AMA_AGENT = {
  id: 3,
  name: "Ama Mensah",
  company: "Mensah Homes",
  email: AMA.email,
  phone: null,
  profileImage: null,
  rating: "4.5",
  reviewCount: 3,
  propertiesSold: 2,
  bio: null,
  isVerified: true,
  licenseNumber: null,
  licenseCheckedAt: null,
};
