/**
 * Calendars out: download the schedule as .ics (fetched with the API key, saved as a file) and the
 * plan's subscribable feed — issue (or rotate) its secret URL, or revoke it.
 */
import { useEffect, useState } from "preact/hooks";
import { api, apiText, ApiError } from "../api.js";

interface FeedStatus {
  active: boolean;
  created_at: string | null;
  alarm_minutes: number | null;
}

export function CalendarLinks({ threadId }: { threadId: string }) {
  const base = `/plans/${encodeURIComponent(threadId)}`;
  const [alarm, setAlarm] = useState("15");
  const [feed, setFeed] = useState<FeedStatus | null>(null);
  const [issued, setIssued] = useState<{ url: string; webcal_url: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fail = (e: unknown) => setError(e instanceof ApiError ? `${e.code}: ${e.message}` : String(e));
  useEffect(() => {
    api<FeedStatus>("GET", `${base}/feed`).then(setFeed).catch(fail);
  }, [threadId]);
  const minutes = alarm === "" ? null : Number(alarm);

  const download = async () => {
    try {
      const text = await apiText(`${base}/schedule.ics${minutes !== null ? `?alarm=${minutes}` : ""}`);
      const a = document.createElement("a");
      a.href = URL.createObjectURL(new Blob([text], { type: "text/calendar" }));
      a.download = `plan-${threadId}.ics`;
      a.click();
      URL.revokeObjectURL(a.href);
    } catch (e) {
      fail(e);
    }
  };
  const issue = async () => {
    try {
      setIssued(await api("POST", `${base}/feed`, { alarm_minutes: minutes }));
      setFeed(await api<FeedStatus>("GET", `${base}/feed`));
    } catch (e) {
      fail(e);
    }
  };
  const revoke = async () => {
    try {
      await api("DELETE", `${base}/feed`);
      setIssued(null);
      setFeed(await api<FeedStatus>("GET", `${base}/feed`));
    } catch (e) {
      fail(e);
    }
  };
  return (
    <div class="calendar-links" data-testid="calendar-links">
      <label>
        Reminder{" "}
        <select value={alarm} onChange={(e) => setAlarm(e.currentTarget.value)}>
          <option value="">none</option>
          <option value="5">5 min before</option>
          <option value="15">15 min before</option>
          <option value="60">1 hour before</option>
        </select>
      </label>
      <button onClick={download}>Download .ics</button>
      <button onClick={issue} data-testid="issue-feed">
        {feed?.active ? "New feed URL (revokes the old one)" : "Subscribe: get a feed URL"}
      </button>
      {feed?.active && (
        <button class="danger" onClick={revoke}>
          Revoke feed
        </button>
      )}
      {issued && (
        <p class="feed-url" data-testid="feed-url">
          Add this URL to your calendar app (keep it secret — anyone with it can read the schedule):
          <br />
          <code>{issued.url}</code> · <a href={issued.webcal_url}>open in calendar app</a>
        </p>
      )}
      {feed?.active && !issued && <p class="muted">A feed is active since {new Date(feed.created_at!).toLocaleString()}; its URL was shown when it was issued.</p>}
      {error && <p class="error">{error}</p>}
    </div>
  );
}
