#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif
import Foundation

/// Where an assertion was written, in the forms both test frameworks take.
public struct AssertionLocation: Sendable {
    /// `#fileID` of the assertion.
    public var fileID: StaticString
    /// `#filePath` of the assertion: XCTest needs it as a `StaticString`.
    public var filePath: StaticString
    /// 1-based line.
    public var line: UInt
    /// 1-based column.
    public var column: UInt

    /// A place in a test file, as `#fileID`, `#filePath`, `#line` and `#column` give it.
    public init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }
}

/// Records a failure in whichever framework is running the current test: an issue under
/// Swift Testing (when `Test.current` is set), `XCTFail` otherwise.
///
/// This file and the assertions are the only places in the package that know a test
/// framework; everything else returns values.
public enum IssueReporter {
    /// The framework the current code runs under.
    public enum Framework: Sendable, Equatable {
        /// Swift Testing (a test is running: `Test.current` is set), or XCTest otherwise.
        case swiftTesting, xcTest
    }

    /// Swift Testing when a Swift Testing test is running on this task, else XCTest.
    public static var current: Framework {
        #if canImport(Testing)
        if Test.current != nil { return .swiftTesting }
        #endif
        return .xcTest
    }

    /// Records one failure at `location`.
    public static func record(_ message: String, at location: AssertionLocation) {
        switch current {
        case .swiftTesting:
            #if canImport(Testing)
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: "\(location.fileID)", filePath: "\(location.filePath)",
                                                        line: Int(location.line), column: Int(location.column)))
            #endif
        case .xcTest:
            #if canImport(XCTest)
            XCTFail(message, file: location.filePath, line: location.line)
            #endif
        }
    }

    /// Attaches a failing snapshot's files to the current test: with Swift Testing's
    /// `Attachment` under Swift Testing; with `XCTAttachment` under XCTest where it has them
    /// (Apple's XCTest, on the main thread that runs test methods: an assertion made on
    /// another thread leaves its files unattached rather than risk `XCTContext`'s checks).
    /// swift-corelibs-xctest (Linux, Windows) has no attachments, so there this does nothing:
    /// the artifact files and the message's paths are what is left, as they always are.
    public static func attach(_ attachments: [SnapshotAttachment], at location: AssertionLocation) {
        guard !attachments.isEmpty else { return }
        switch current {
        case .swiftTesting:
            // Attachments are Swift Testing API from Swift 6.2 (ST-0009); the package's
            // tools version lets 6.0 and 6.1 build it too.
            #if canImport(Testing) && compiler(>=6.2)
            let source = SourceLocation(fileID: "\(location.fileID)", filePath: "\(location.filePath)",
                                        line: Int(location.line), column: Int(location.column))
            for attachment in attachments {
                Attachment.record(attachment.bytes, named: attachment.name, sourceLocation: source)
            }
            #endif
        case .xcTest:
            #if canImport(XCTest) && canImport(ObjectiveC)
            // assumeIsolated compiles whether or not the SDK isolates XCTContext to the main
            // actor, and the thread check makes its assumption true.
            guard Thread.isMainThread, #available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *) else { return }
            MainActor.assumeIsolated {
                XCTContext.runActivity(named: "Snapshot artifacts") { activity in
                    for attachment in attachments {
                        let file = XCTAttachment(data: Data(attachment.bytes),
                                                 uniformTypeIdentifier: attachment.isImage ? "public.png" : "public.plain-text")
                        file.name = attachment.name
                        // The default deletes them when the test passes, as one with an expected
                        // failure (XCTExpectFailure) does; they show what failed, so keep them.
                        file.lifetime = .keepAlways
                        activity.add(file)
                    }
                }
            }
            #endif
        }
    }

    /// Reports a warning at `location` without failing the test: an issue of warning
    /// severity under Swift Testing, which has them; a `file:line: warning:` line on
    /// standard error under XCTest, which does not.
    public static func warn(_ message: String, at location: AssertionLocation) {
        switch current {
        case .swiftTesting:
            #if canImport(Testing)
            Issue.record(Comment(rawValue: message), severity: .warning,
                         sourceLocation: SourceLocation(fileID: "\(location.fileID)", filePath: "\(location.filePath)",
                                                        line: Int(location.line), column: Int(location.column)))
            #endif
        case .xcTest:
            FileHandle.standardError.write(Data("\(location.filePath):\(location.line): warning: \(message)\n".utf8))
        }
    }
}
