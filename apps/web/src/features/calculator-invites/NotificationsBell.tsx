import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AssignmentsPanel } from './AssignmentsPanel.tsx';
import { fetchNotificationCount, inviteKeys, markNotificationsRead } from './invites-api.ts';

// New input from invitees shows up without a reload, at a pace that costs the server next to nothing.
const COUNT_REFRESH_MS = 60_000;

/**
 * The notifications bell of the dashboard header (spec section 2, Shell): another icon and a count when
 * invitees saved something the user has not seen; opens the Assignments panel, which marks them seen.
 */
export function NotificationsBell() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [isOpen, setIsOpen] = useState(false);
  const count = useQuery({
    queryKey: inviteKeys.count(),
    queryFn: fetchNotificationCount,
    refetchInterval: COUNT_REFRESH_MS,
  });
  const unread = count.data ?? 0;

  const changeOpen = (open: boolean) => {
    setIsOpen(open);
    if (!open) return;
    void queryClient.invalidateQueries({ queryKey: ['invites', 'notifications'] });
    if (unread > 0) {
      void markNotificationsRead().then(() =>
        queryClient.invalidateQueries({ queryKey: inviteKeys.count() }),
      );
    }
  };

  return (
    <Popover.Root open={isOpen} onOpenChange={changeOpen}>
      <Popover.Trigger
        aria-label={
          unread > 0
            ? t('calculatorInvites.bell.labelUnread', { count: unread })
            : t('calculatorInvites.bell.label')
        }
        data-testid="notifications-bell"
        data-unread={unread > 0 ? 'true' : 'false'}
        className="relative rounded-md p-2 text-slate-700 hover:bg-slate-100"
      >
        <BellIcon hasUnread={unread > 0} />
        {unread > 0 && (
          <span
            aria-hidden="true"
            data-testid="notifications-count"
            className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-red-600 px-1 text-center text-[10px] leading-4 font-semibold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          className="z-40 w-[min(26rem,calc(100vw-2rem))] rounded-xl border border-slate-200 bg-white shadow-xl"
        >
          <AssignmentsPanel />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function BellIcon({ hasUnread }: { hasUnread: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill={hasUnread ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}
