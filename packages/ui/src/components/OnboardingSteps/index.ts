export { OnboardingSteps, ONBOARDING_STEPS } from './OnboardingSteps';
export type { OnboardingStepsProps, OnboardingStepsStatus, OnboardingStep } from './OnboardingSteps';
export { ONBOARDING_TEXT } from './onboardingStepsText';
