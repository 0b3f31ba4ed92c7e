import React, {type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import OpenButton from './OpenButton';
import styles from './styles.module.css';

/**
 * The navbar's "Your values" button. Without JavaScript the dialog cannot open, so the server
 * HTML holds nothing here. An icon on a wide screen (a word would crowd the doc links out at
 * 1280 px), the words in the mobile menu.
 */
export default function YourValuesNavbarItem({mobile}: {mobile?: boolean}): ReactNode {
  const isBrowser = useIsBrowser();
  if (!isBrowser) return null;
  return mobile ? (
    <li className="menu__list-item">
      <OpenButton look="menu" />
    </li>
  ) : (
    <div className={styles.navbarItem}>
      <OpenButton className={styles.inNavbar} look="icon" />
    </div>
  );
}
