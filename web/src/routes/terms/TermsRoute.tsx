import { Link } from 'react-router-dom';
import { Icon } from '../../components/Icon';
import { LegalDocument, type LegalSection } from '../../components/legal/LegalDocument';
import { NextStepCard } from '../../components/NextStepCard';
import { SupportAddress } from '../../components/legal/SupportAddress';
import { ButtonAnchor } from '../../components/ui/Button';
import { siteConfig, supportMailto } from '../../config/siteConfig';

/** The contact card only where a support address is configured. */
const contactHref = supportMailto('Terms of Service');

const sections: readonly LegalSection[] = [
  {
    id: 'agreement',
    title: 'This agreement',
    body: (
      <p>
        These terms are the agreement between you and SoundBoard when you use the SoundBoard website, your account and its features, whether you are a creator,
        a brand or a visitor. By creating an account or using SoundBoard you accept them. Our <Link to="/privacy">Privacy Policy</Link> explains how we handle
        your personal data.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <ul>
        <li>You must be at least 16 years old to create an account.</li>
        <li>Give accurate details and keep them up to date; one person, one account.</li>
        <li>
          Keep your password to yourself. Use at least 8 characters, and not your e-mail address. You are responsible for what happens in your account until you
          tell us it has been compromised.
        </li>
        <li>You can stop using SoundBoard at any time and ask us to delete your account.</li>
      </ul>
    ),
  },
  {
    id: 'your-content',
    title: 'Your content',
    body: (
      <>
        <p>
          Your profile, pictures, links and messages remain yours. You give SoundBoard a worldwide, non-exclusive, royalty-free licence to host, display and
          process that content only as needed to run the service: for example to show your public profile to other users and to compute your matches. The
          licence ends when you delete the content or your account.
        </p>
        <p>Only post content you have the right to share. Do not upload music, artwork or photos that belong to someone else without their permission.</p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>Keep SoundBoard a place creators can trust. Do not:</p>
        <ul>
          <li>impersonate another artist, brand or person, or misrepresent a partnership;</li>
          <li>harass, threaten or discriminate against anyone;</li>
          <li>send spam, unsolicited promotions or chain messages to other users;</li>
          <li>scrape the directory, collect other users’ data or use it outside SoundBoard;</li>
          <li>probe, overload or work around the security of the service or its limits;</li>
          <li>use SoundBoard for anything illegal, including selling fake streams, followers or reviews.</li>
        </ul>
        <p>We may remove content or suspend an account that breaks these rules. Where we can, we tell you why and give you the chance to respond.</p>
      </>
    ),
  },
  {
    id: 'brands-resources',
    title: 'Brands, resources and other creators',
    body: (
      <p>
        SoundBoard introduces you to brands, resources and creators; it is not a party to the agreements you make with them. We check brands before they are
        listed, but we do not guarantee any brand’s offer, any resource’s quality or any collaboration’s outcome. Resources link to third-party sites with their
        own terms and prices. Read them, and get advice before you sign a contract, give up rights or agree a royalty split.
      </p>
    ),
  },
  {
    id: 'matchmade-assistant',
    title: 'MatchMade AI and the assistant',
    body: (
      <p>
        MatchMade AI recommendations and the assistant’s answers are suggestions, computed from the information you give us. They can be incomplete or wrong,
        and they are not legal, financial or career advice. You decide what to act on. Sponsored banners are adverts: they are labelled as such and do not
        change your match scores.
      </p>
    ),
  },
  {
    id: 'fees',
    title: 'Fees',
    body: (
      <p>
        SoundBoard is free for creators. If we ever introduce paid features, we will tell you the price before you can be charged, and what is free today will
        not start costing you money without your agreement.
      </p>
    ),
  },
  {
    id: 'our-service',
    title: 'Our service and its availability',
    body: (
      <p>
        We work to keep SoundBoard available and your data safe, and we keep improving it, which means features can change. We may pause the service for
        maintenance or security. SoundBoard, its name, logo, design and software belong to us; these terms do not give you rights in them beyond using the
        service.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    body: (
      <p>
        SoundBoard is provided as it is. To the extent the law allows, we are not liable for indirect losses, lost profits or lost opportunities, or for what
        brands, resource providers or other users do. Nothing in these terms limits liability that cannot be limited by law, or your rights as a consumer.
      </p>
    ),
  },
  {
    id: 'ending',
    title: 'Ending the agreement',
    body: (
      <p>
        You can end this agreement at any time by asking us to delete your account. We may end it, or suspend your account, if you seriously or repeatedly break
        these terms, or if the law requires us to. Sections on your content, liability and disputes continue to apply after the agreement ends.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms as SoundBoard grows. We change the date at the top, and for changes that matter we tell you by e-mail or in the app at least
        30 days before they apply. If you do not agree, you can close your account before then.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Questions and disputes',
    body: (
      <p>
        If something goes wrong,{' '}
        <SupportAddress subject="Terms of Service" otherwise={(help) => <>look in {help} first: most problems are solved there.</>}>
          {(address) => <>write to {address} first: most problems are solved in a reply or two.</>}
        </SupportAddress>{' '}
        These terms are governed by the law of the country where SoundBoard is established, without taking away the protection that the consumer law of your own
        country gives you.
      </p>
    ),
  },
];

export const TermsRoute = () => (
  <>
    <title>Terms of Service · SoundBoard</title>
    <LegalDocument
      title="Terms of Service"
      updated="Last updated: November 2026"
      summary={
        <>
          <p>
            <strong>The short version.</strong> Be honest, respect other creators and their work, and use SoundBoard for what it is for.
          </p>
          <ul>
            <li>Your profile and content stay yours; we use them only to run SoundBoard.</li>
            <li>Deals you make with brands and creators are between you and them.</li>
            <li>Recommendations and assistant answers are suggestions, not professional advice.</li>
          </ul>
        </>
      }
      sections={sections}
      footer={
        contactHref ? (
          <NextStepCard
            icon="file"
            title="Questions about these terms?"
            description={`Write to ${siteConfig.supportEmail} and we will help.`}
            action={
              <ButtonAnchor href={contactHref} $variant="secondary">
                <Icon name="mail" size={18} />
                Contact Us
              </ButtonAnchor>
            }
          />
        ) : undefined
      }
    />
  </>
);
