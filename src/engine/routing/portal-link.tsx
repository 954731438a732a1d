import { useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { PageContext, type NavigateTo } from './page-context';
import { currentAddress } from './url-after-frame';

export interface PortalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An address of the portal: a path, with its search params if any. */
  readonly to: string;
  /**
   * Shown but going nowhere now (a list's Previous on its first page, whose `to` is then the page
   * shown): the same element stays in the page, marked unavailable and still focusable, so a
   * keyboard's focus on it is not lost when the customer reaches the end, and the controls beside it
   * do not move. It keeps its address: a focused link that loses its href makes the browser work out
   * the page's style and layout there and then, in the middle of drawing the new rows (2.5 to 8 ms
   * around that one call at 1x, on a history page of issue 17's 50 ms).
   */
  readonly unavailable?: boolean;
}

/** A click the browser must keep (a new tab or window, a download): a modifier, another button, a target. */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey || (event.currentTarget.target !== '' && event.currentTarget.target !== '_self');
}

/**
 * A link within the portal that goes through the page host. Not react-router's Link: each of those
 * reads the current address, so every link of the page (the navigation, the footer, a list's rows)
 * drew again at each filter and page of a list, a third of that change's time on a slow phone
 * (issue 17). This one reads only the page host's navigation, which stays the same for the visit;
 * the address is read when the link is followed, so following one to where the customer is already
 * replaces that history entry, as react-router's does. Outside a page host (a component alone in a
 * test) the router's own navigation follows it. React-router's Link is then in no bundle at all.
 */
export function PortalLink(props: PortalLinkProps) {
  const page = useContext(PageContext);
  return page ? <FollowedLink {...props} navigateTo={page.navigateTo} /> : <LinkOutsideHost {...props} />;
}

function LinkOutsideHost(props: PortalLinkProps) {
  const navigate = useNavigate();
  return <FollowedLink {...props} navigateTo={(to, options) => Promise.resolve(typeof to === 'number' ? navigate(to) : navigate(to, options))} />;
}

function FollowedLink({ to, unavailable = false, onClick, children, navigateTo, ...rest }: PortalLinkProps & { readonly navigateTo: NavigateTo }) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || opensElsewhere(event)) return;
    event.preventDefault();
    // Marked unavailable (WAI-ARIA's aria-disabled): found and focused, followed nowhere.
    if (unavailable) return;
    const here = currentAddress();
    void navigateTo(to, { replace: here === new URL(to, new URL(here, window.location.origin)).href.slice(window.location.origin.length) });
  };
  return (
    <a href={to} onClick={follow} aria-disabled={unavailable ? true : undefined} {...rest}>
      {children}
    </a>
  );
}
