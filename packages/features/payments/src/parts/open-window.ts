/**
 * Opening a payment page in a new tab without the pop-up blocker: the tab must open inside the
 * click, before the deposit call answers, so it opens blank and is sent on once the answer
 * names the page. When the browser blocks it anyway, the page opens in this tab instead.
 */

/** A tab opened for a page still to come. */
export interface PendingTab {
  /** Sends the tab to `url`, or this tab when no new one could be opened. */
  go(url: string): 'new-tab' | 'same-tab';
  /** Closes the blank tab (the call failed). */
  close(): void;
}

/** Opens a blank tab now (call it inside the click). */
export function openPendingTab(): PendingTab {
  let tab: Window | null = null;
  try {
    tab = window.open('', '_blank');
  } catch {
    tab = null;
  }
  if (tab) {
    // The payment page gets no handle on this page.
    try {
      tab.opener = null;
    } catch {
      // Some browsers refuse the write; the page is ours either way.
    }
  }
  return {
    go(url) {
      if (tab && !tab.closed) {
        tab.location.href = url;
        return 'new-tab';
      }
      window.location.assign(url);
      return 'same-tab';
    },
    close() {
      tab?.close();
    },
  };
}
