import ICAL from "ical.js";

/** What a calendar app would read of a one-event .ics file, as ical.js (a real parser) reads it. */
export interface CalendarEvent {
  uid: string;
  summary: string;
  start: Date;
  durationSeconds: number;
  location: string;
  url: string;
  status: string;
  description: string;
  /** Each alarm's action and its trigger, in seconds relative to the start (before: negative). */
  alarms: { action: string; triggerSeconds: number }[];
}

export function readCalendar(text: string): CalendarEvent {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("the calendar file holds no event");
  const event = new ICAL.Event(vevent);
  const value = (name: string) => String(vevent.getFirstPropertyValue(name) ?? "");
  return {
    uid: event.uid,
    summary: event.summary,
    start: event.startDate.toJSDate(),
    durationSeconds: event.duration.toSeconds(),
    location: event.location,
    url: value("url"),
    status: value("status"),
    description: event.description,
    alarms: vevent.getAllSubcomponents("valarm").map((alarm) => ({
      action: String(alarm.getFirstPropertyValue("action")),
      triggerSeconds: (alarm.getFirstPropertyValue("trigger") as ICAL.Duration).toSeconds(),
    })),
  };
}
