/**
 * What the two kinds of project are called, wherever they are named: the
 * free five-minute "Learning Project 1" and the paid-plan "Featured Project 1"
 * were both "Project 1", and a beginner sent to the second found it needed a
 * paid plan, a server and a database.
 */
export const learningProjectName = (id: number) => `Learning Project ${id}`
export const featuredProjectName = (projectNumber: number) => `Featured Project ${projectNumber}`
