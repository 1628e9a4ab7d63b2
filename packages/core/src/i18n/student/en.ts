import type { Part } from '../features';

export const en: Part<'student'> = {
  student: {
    fullName: 'Full name',
    username: 'Username',
    phone: 'Phone number',
    password: 'Password',
    newPassword: 'New password',
    newPasswordHint: 'Leave blank to keep the current password.',
    classLevel: 'Class level',
    schoolLevel: 'School level',
    schoolYear: 'School year',
    semester: 'Semester',
    status: 'Status',
    courses: 'Courses',
    lastSignIn: 'Last sign-in',
    never: 'Never signed in',
    account: 'Account',
    studies: 'Studies',
  },
  study: {
    student: 'Student',
    course: 'Course',
    progress: 'Progress',
    lessons: 'Lessons',
    quizAverage: 'Quiz score',
    lastActivity: 'Last activity',
    state: 'Status',
    viewStudent: 'See {{name}}’s progress',
    forStudent: 'Learning progress · {{name}}',
    clearStudent: 'All students',
  },
};
