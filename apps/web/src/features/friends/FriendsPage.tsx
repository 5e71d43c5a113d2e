import { api, type Friend } from '@kaiwa/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Toasts, useToasts } from '../../components/Toast';
import { UserAvatar } from '../../components/UserAvatar';
import { call, errorMessage } from '../../lib/api';
import styles from './FriendsPage.module.css';

/** Spec §9: the friends page refreshes its three lists every 2 s. */
export const FRIENDS_POLL_MS = 2000;

const friendsKeys = {
  friends: ['friends', 'list'],
  requests: ['friends', 'requests'],
  sent: ['friends', 'sent'],
} as const;

const ADD_FRIEND_FAILED = 'Failed to add friend. Please try again.';

export function FriendsPage() {
  const queryClient = useQueryClient();
  const { toasts, showToast } = useToasts();
  const [email, setEmail] = useState('');
  const [adding, setAdding] = useState(false);
  /** Keys like `remove:<user id>` of the row actions that are running, so their buttons are disabled. */
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  const friends = useQuery({
    queryKey: friendsKeys.friends,
    queryFn: () => call(api.getFriends),
    refetchInterval: FRIENDS_POLL_MS,
  });
  const requests = useQuery({
    queryKey: friendsKeys.requests,
    queryFn: () => call(api.getFriendRequests),
    refetchInterval: FRIENDS_POLL_MS,
  });
  const sent = useQuery({
    queryKey: friendsKeys.sent,
    queryFn: () => call(api.getSentFriendRequests),
    refetchInterval: FRIENDS_POLL_MS,
  });

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['friends'] });

  const runRowAction = async (key: string, action: () => Promise<void>) => {
    setBusy((current) => new Set(current).add(key));
    try {
      await action();
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(key);
        return next;
      });
      void refresh();
    }
  };

  /** Adding by e-mail and accepting a request are the same call (spec §4). */
  const addFriend = async (address: string): Promise<boolean> => {
    try {
      const result = await call(api.addFriend, { body: { email: address } });
      showToast(result.message, 'success');
      return true;
    } catch (error) {
      showToast(errorMessage(error, ADD_FRIEND_FAILED), 'error');
      return false;
    }
  };

  const onAdd = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || adding) return;
    setAdding(true);
    if (await addFriend(email)) setEmail('');
    setAdding(false);
    void refresh();
  };

  const accept = (request: Friend) =>
    runRowAction(`accept:${request.user_id}`, async () => {
      await addFriend(request.email);
    });

  const reject = (request: Friend) =>
    runRowAction(`reject:${request.user_id}`, async () => {
      try {
        await call(api.rejectFriendRequest, { body: { from_user_id: request.user_id } });
        showToast('Friend request rejected', 'success');
      } catch {
        showToast('Failed to reject friend request', 'error');
      }
    });

  const remove = (friend: Friend) =>
    runRowAction(`remove:${friend.user_id}`, async () => {
      try {
        await call(api.removeFriend, { body: { friend_id: friend.user_id } });
        showToast('Friend removed successfully', 'success');
      } catch {
        showToast('Failed to remove friend', 'error');
      }
    });

  const friendList = friends.data?.friends;
  const requestList = requests.data?.friend_requests ?? [];
  const sentList = sent.data?.sent_friend_requests ?? [];

  return (
    <section className="page">
      <h1>Friends</h1>
      <p className={`muted ${styles.intro}`}>
        Add friends by e-mail to chat with them in Japanese. Friends can see your alias, e-mail and profile
        picture.
      </p>

      <div className={styles.layout}>
        <Card className={styles.friendsCard}>
          <h2 className={styles.sectionTitle}>Your Friends</h2>
          {friendList === undefined ? (
            <p className="muted">Loading...</p>
          ) : friendList.length === 0 ? (
            <p className={styles.empty}>No friends yet. Add some friends to start chatting!</p>
          ) : (
            <ul className={styles.list}>
              {friendList.map((friend) => (
                <li key={friend.user_id} className={styles.row}>
                  <UserAvatar userId={friend.user_id} alias={friend.alias} decorative />
                  <div className={styles.who}>
                    <span className={styles.alias}>{friend.alias}</span>
                    <span className={styles.email}>{friend.email}</span>
                  </div>
                  <Button
                    variant="secondary"
                    size="small"
                    onClick={() => remove(friend)}
                    disabled={busy.has(`remove:${friend.user_id}`)}
                    aria-label={`Remove ${friend.alias}`}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </Card>

        <div className={styles.side}>
          <Card>
            <h2 className={styles.sectionTitle}>Add Friend</h2>
            {/* noValidate: the server judges the address (spec §5 sends whatever is typed). */}
            <form className={styles.addForm} onSubmit={onAdd} noValidate>
              <label htmlFor="add-friend-email" className={styles.label}>
                Your friend's e-mail address
              </label>
              <input
                id="add-friend-email"
                type="email"
                inputMode="email"
                autoComplete="off"
                placeholder="friend@example.com"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
              <Button type="submit" disabled={!email.trim() || adding}>
                Add Friend
              </Button>
            </form>
          </Card>

          <Card>
            <h2 className={styles.sectionTitle}>
              Friend Requests
              {requestList.length > 0 && <span className={styles.count}>{requestList.length}</span>}
            </h2>
            {requestList.length === 0 ? (
              <p className="muted">No pending friend requests.</p>
            ) : (
              <ul className={styles.list}>
                {requestList.map((request) => (
                  <li key={request.user_id} className={styles.row}>
                    <UserAvatar userId={request.user_id} alias={request.alias} size="small" decorative />
                    <div className={styles.who}>
                      <span className={styles.alias}>{request.alias}</span>
                      <span className={styles.email}>{request.email}</span>
                    </div>
                    <div className={styles.actions}>
                      <Button
                        size="small"
                        onClick={() => accept(request)}
                        disabled={busy.has(`accept:${request.user_id}`)}
                        aria-label={`Accept friend request from ${request.alias}`}
                      >
                        Accept
                      </Button>
                      <Button
                        variant="secondary"
                        size="small"
                        onClick={() => reject(request)}
                        disabled={busy.has(`reject:${request.user_id}`)}
                        aria-label={`Reject friend request from ${request.alias}`}
                      >
                        Reject
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </Card>

          {sentList.length > 0 && (
            <Card>
              <h2 className={styles.sectionTitle}>Sent Friend Requests</h2>
              <ul className={styles.list}>
                {sentList.map((request) => (
                  <li key={request.user_id} className={styles.row}>
                    <UserAvatar userId={request.user_id} alias={request.alias} size="small" decorative />
                    <span className={`${styles.who} ${styles.alias}`}>{request.alias}</span>
                    <span className={styles.pending}>Pending</span>
                  </li>
                ))}
              </ul>
            </Card>
          )}
        </div>
      </div>
      <Toasts toasts={toasts} />
    </section>
  );
}
