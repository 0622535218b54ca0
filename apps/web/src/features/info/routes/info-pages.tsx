import { InfoPage } from '../components/info-page';
import { aboutContent } from '../content/about';
import { blogContent } from '../content/blog';
import { communityContent, membersContent } from '../content/community';
import { helpContent } from '../content/help';
import { howItWorksContent } from '../content/how-it-works';
import { privacyContent, termsContent } from '../content/legal';

/** The informational public screens (route names 'public.*'), one component per route. */
export const AboutPage = () => <InfoPage content={aboutContent} />;
export const HowItWorksPage = () => <InfoPage content={howItWorksContent} />;
export const CommunityPage = () => <InfoPage content={communityContent} />;
export const MembersPage = () => <InfoPage content={membersContent} />;
export const BlogPage = () => <InfoPage content={blogContent} />;
export const HelpPage = () => <InfoPage content={helpContent} />;
export const TermsPage = () => <InfoPage content={termsContent} />;
export const PrivacyPage = () => <InfoPage content={privacyContent} />;
