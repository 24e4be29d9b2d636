/** "Check my live app" on a featured project page: the section that explains the check, and the prompt that adds its line (../es/live-check-page.ts translates them). Server-rendered only. */
export const liveCheckPage = {
  heading: 'Check my live app',
  intro:
    "The course can check this project's requirements inside your own running app, with its real server and database. The check runs in your browser, in your app's page: it sends nothing to this site or anywhere else.",
  addHeading: '1. Add one line while you test',
  sendPrompt: "Send this prompt to the Agent. It adds the check's line to your app's pages:",
  addYourself: 'Or add the line yourself, just before </body> on each page:',
  runHeading: '2. Run the check',
  runText: (panelName: string) =>
    `Open your app. A panel "${panelName}" appears in a corner. Type your host password if the panel asks for it, then select "Run the check". Each requirement gets Passed, Not yet or Not sure, with a prompt to fix each Not yet. When it finishes, "Record this result in your course progress" brings the score back to this page, in the link's # part, which your browser never sends to any server.`,
  beforePublishing: 'Before you publish for real,',
  removeLine: ' ask the Agent: "Remove the From Zero to Vibe check line from my app."',
  bookmarkletHeading: 'On a computer: no edit needed',
  bookmarkletText:
    'Drag this link to your bookmarks bar. Then open your app, on its published address or in a tab of its own, and click the bookmark:',
  /** The CLEAR prompt that asks the Agent to add the check's `line` (and to take it out again before publishing). */
  agentPrompt: (title: string, line: string, siteUrl: string) =>
    [
      `Context: I am testing my "${title}" app with the From Zero to Vibe course's check, which runs inside my app's own pages in my browser.`,
      'Length: One line added to my app, nothing else changed.',
      `Examples: The line is ${line}`,
      `Actions: Add this line, exactly as written, just before </body> on every page of my app. If my app sends a Content-Security-Policy, allow ${siteUrl} in script-src while I test. Before I publish for real, I will ask you to remove the check: then take the line (and that policy change) out again.`,
      'Role: Act as a careful developer who changes only what I ask and tells me which files changed.',
    ].join('\n'),
}
